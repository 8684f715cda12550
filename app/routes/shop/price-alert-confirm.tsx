/** Issue 34: placeholder until the page is built; answers 404. */
export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}

export default function Placeholder() {
  return null;
}
