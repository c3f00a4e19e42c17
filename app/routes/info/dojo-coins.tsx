export default function Page() {
  return <h1>dojo-coins</h1>;
}
