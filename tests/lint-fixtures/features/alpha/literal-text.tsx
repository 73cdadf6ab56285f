export function Greeting() {
  return <p>Namaste, welcome back</p>;
}
