import { type RefObject, useEffect, useRef } from "react";

/**
 * A form that starts empty again after it did its job: reset (every field back to its default)
 * each time `done` is a new successful result, e.g. the action's answer after an invite. Without
 * JavaScript the answer is a new page whose fields are empty anyway; an error keeps what was typed.
 */
export function useFormReset(done: object | false | null | undefined): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (done) form.current?.reset();
  }, [done]);
  return form;
}
