/**
 * A form posted as a document is sent once (decision 0051): after the first submit a second one
 * (a double click, Enter again while the answer loads) is dropped until the next page arrives.
 * Framework-free, for island pages' `form[data-submit-once]`; without JavaScript the form simply posts.
 */
export function attachSubmitOnce(form: HTMLFormElement): void {
  form.addEventListener("submit", (event) => {
    if (form.dataset.submitting !== undefined) {
      event.preventDefault();
      return;
    }
    form.dataset.submitting = "";
    for (const button of form.querySelectorAll<HTMLButtonElement>("button[type=submit]")) button.setAttribute("aria-disabled", "true");
  });
  // coming back through the browser's page cache: the form can be sent again
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    delete form.dataset.submitting;
    for (const button of form.querySelectorAll<HTMLButtonElement>("button[type=submit]")) button.removeAttribute("aria-disabled");
  });
}
