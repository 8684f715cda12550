/** Business sellers (issue 33): placeholder until the download is built; answers 404. */
export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}
