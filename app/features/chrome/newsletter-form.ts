/**
 * The footer's newsletter sign-up on island pages (decisions 0010 and 0050), framework-free: the
 * form posts to the newsletter page as a document without JavaScript; with it, the answer comes
 * from `/api/newsletter/subscribe` and shows in place, as on hydrated pages (useFetcher there):
 * field errors under their fields (the API's translated messages), the "almost done" notice instead
 * of the form, the rate-limit notice above it. Anything unexpected falls back to the document post.
 */
type Field = "email" | "consent";

export function attachNewsletterForm(section: HTMLElement, fetchImpl: typeof fetch = (...args) => window.fetch(...args)): void {
  const form = section.querySelector<HTMLFormElement>("form");
  if (!form) return;
  let busy = false;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    const email = form.querySelector<HTMLInputElement>("input[name=email]");
    const consent = form.querySelector<HTMLInputElement>("input[name=consent]");
    void fetchImpl("/api/newsletter/subscribe", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ email: email?.value ?? "", consent: consent?.checked ?? false }),
    })
      .then(async (res) => {
        if (res.status === 202) return showSent(section, form);
        if (res.status === 429) return showFormError(form, section.dataset.rateLimited ?? "");
        const body = (await res.json().catch(() => null)) as { errors?: { field?: string; message?: string }[] } | null;
        const errors = (body?.errors ?? []).filter(
          (e): e is { field: Field; message: string } => (e.field === "email" || e.field === "consent") && typeof e.message === "string",
        );
        if (res.status !== 422 || !errors.length) throw new Error(`newsletter: ${res.status}`);
        showFieldErrors(form, errors);
      })
      .catch(() => form.submit())
      .finally(() => (busy = false));
  });
}

function showSent(section: HTMLElement, form: HTMLFormElement) {
  const notice = document.createElement("p");
  notice.setAttribute("role", "status");
  notice.className = "notice success";
  notice.dataset.testid = "newsletter-sent";
  notice.textContent = section.dataset.sent ?? "";
  form.replaceWith(notice);
}

function showFormError(form: HTMLFormElement, text: string) {
  clearErrors(form);
  const alert = document.createElement("p");
  alert.setAttribute("role", "alert");
  alert.className = "notice error";
  alert.dataset.newsletterError = "";
  alert.textContent = text;
  form.prepend(alert);
}

function clearErrors(form: HTMLFormElement) {
  for (const el of form.querySelectorAll("[data-newsletter-error]")) el.remove();
  for (const input of form.querySelectorAll<HTMLInputElement>("input[aria-invalid]")) {
    input.removeAttribute("aria-invalid");
    input.removeAttribute("aria-describedby");
  }
}

function showFieldErrors(form: HTMLFormElement, errors: { field: Field; message: string }[]) {
  clearErrors(form);
  let first: HTMLInputElement | null = null;
  for (const { field, message } of errors) {
    const input = form.querySelector<HTMLInputElement>(`input[name=${field}]`);
    if (!input || input.getAttribute("aria-invalid")) continue;
    const p = document.createElement("p");
    p.className = "field-error";
    p.id = `${input.id}-error`;
    p.dataset.newsletterError = "";
    p.textContent = message;
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", p.id);
    // the same place the server-rendered form puts it: after the label (checkbox) or the input
    (input.closest(".field") ?? input.parentElement)?.append(p);
    first ??= input;
  }
  first?.focus();
}
