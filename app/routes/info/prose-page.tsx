export default function Page() {
  return <h1>prose-page</h1>;
}
