/**
 * A path that is no page of the back office (decision 0082): the shop's catch-all matches it
 * (routes/not-found.tsx), and answers 404 with this page in the back office's frame, with the
 * signed-in staff member's navigation and language.
 */
import backofficeStyles from "../../ui/backoffice.css?url";
import { BackofficeErrorPage, BackofficeFrame, type BackofficeFrameData } from "./frame.tsx";

/** The 404 as the error page reads it (a route error response). */
const NOT_FOUND = { status: 404, statusText: "Not Found", internal: false, data: null };

export function BackofficeNotFound({ frame }: { frame: BackofficeFrameData }) {
  return (
    <>
      <link rel="stylesheet" href={backofficeStyles} precedence="default" />
      <BackofficeFrame data={frame}>
        <BackofficeErrorPage error={NOT_FOUND} />
      </BackofficeFrame>
    </>
  );
}
