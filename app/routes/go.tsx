export default function Page() {
  return <h1>go</h1>;
}
