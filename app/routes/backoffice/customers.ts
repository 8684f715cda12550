import { redirect } from "react-router";

/**
 * /customers, the name the navigation gives the support search (decision 0082): a permanent
 * redirect to /support, which checks the role. It tells nothing to anyone, so anyone may call it.
 */
export function loader() {
  throw redirect("/support", 301);
}
