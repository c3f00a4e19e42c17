export default function Home() {
  return <h1>Party Dojo</h1>;
}
