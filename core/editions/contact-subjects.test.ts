import { describe, it, expect } from "vitest";
import { CONTACT_SUBJECT_KEYS, contactSubjectLabel, contactSubjects, isContactSubjectKey } from "./contact-subjects.ts";
import { EDITIONS } from "./config.ts";

describe("contactSubjects", () => {
  it.each(EDITIONS)("%s: ten subjects in order with non-empty, distinct labels", (edition) => {
    const subjects = contactSubjects(edition);
    expect(subjects).toHaveLength(10);
    expect(subjects.map((s) => s.key)).toEqual(CONTACT_SUBJECT_KEYS);
    for (const { label } of subjects) expect(label.trim()).not.toBe("");
    expect(new Set(subjects.map((s) => s.label)).size).toBe(10);
  });

  it("is translated per language", () => {
    expect(contactSubjectLabel("en", "orderStatus")).toBe("Status of my trade");
    expect(contactSubjectLabel("de", "orderStatus")).toBe("Status meines Verkaufs");
    expect(contactSubjectLabel("at", "deviceNotListed")).toBe("Mein Gerät ist nicht aufgeführt");
    expect(contactSubjectLabel("es", "customerAccount")).toBe("Cuenta de cliente");
    expect(contactSubjectLabel("fr", "returnQuestions")).toBe("Questions sur le retour");
    expect(contactSubjectLabel("it", "paymentQuestions")).toBe("Domande sul pagamento");
    // Different languages give different labels for the same subject.
    const labels = new Set(["en", "de", "es", "fr", "it"].map((e) => contactSubjectLabel(e as "en", "topicNotListed")));
    expect(labels.size).toBe(5);
  });

  it("returns fresh arrays (callers cannot corrupt the registry)", () => {
    const first = contactSubjects("de");
    first.pop();
    expect(contactSubjects("de")).toHaveLength(10);
  });
});

describe("isContactSubjectKey", () => {
  it("accepts the ten keys only", () => {
    expect(CONTACT_SUBJECT_KEYS.every(isContactSubjectKey)).toBe(true);
    expect(isContactSubjectKey("other")).toBe(false);
    expect(isContactSubjectKey("toString")).toBe(false);
    expect(isContactSubjectKey(3)).toBe(false);
  });
});
