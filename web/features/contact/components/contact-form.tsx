import { Send } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { ContactMessage } from "../../../../common/contact";
import { CONTACT_LIMITS } from "../../../../common/contact-limits";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, Textarea } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { notify, notifyError } from "../../../lib/toast";
import { useHydrated } from "../../../lib/use-hydrated";
import { useSendContactMessage } from "../api/send-contact-message";
import { checkContactMessage, type ContactErrors as Errors } from "../check-contact-message";

/** The form's fields as typed. */
const readForm = (form: HTMLFormElement): ContactMessage => {
  const data = new FormData(form);
  const field = (name: keyof ContactMessage) => String(data.get(name) ?? "");
  return { name: field("name"), email: field("email"), subject: field("subject"), message: field("message") };
};

/**
 * The support form: every field required, checked here and again by the API. Sending waits for
 * hydration: before it, the prerendered form would submit natively, fields in the URL. The fields
 * are left to the browser and read on submit: words typed into the prerendered page before
 * hydration stay, where fields held in React state were emptied by hydration.
 */
export function ContactForm() {
  const form = useRef<HTMLFormElement>(null);
  const [messageLength, setMessageLength] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendContactMessage();
  const hydrated = useHydrated();
  // The counter counts a message typed before hydration too.
  useEffect(() => {
    if (form.current) setMessageLength(readForm(form.current).message.length);
  }, []);

  const bind = (name: keyof ContactMessage) => ({
    id: `contact-${name}`,
    name,
    maxLength: CONTACT_LIMITS[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = event.currentTarget;
    const checked = checkContactMessage(readForm(sent));
    if ("errors" in checked) {
      setErrors(checked.errors);
      document.getElementById(`contact-${Object.keys(checked.errors)[0]}`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(checked.message, {
      onSuccess: () => {
        notify("Message Sent!", "We'll get back to you within 24 hours");
        sent.reset();
        setMessageLength(0);
      },
      onError: () => notifyError("Error", "Failed to send message. Please try again."),
    });
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name}>
          <Input autoComplete="name" required {...bind("name")} />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email}>
          <Input type="email" autoComplete="email" required {...bind("email")} />
        </Field>
      </div>
      <Field id="contact-subject" label="Subject" error={errors.subject}>
        <Input required {...bind("subject")} />
      </Field>
      <Field id="contact-message" label="Message" error={errors.message} hint={`${messageLength} / ${CONTACT_LIMITS.message}`}>
        <Textarea required rows={6} onChange={(event) => setMessageLength(event.target.value.length)} {...bind("message")} />
      </Field>
      <Button type="submit" size="lg" disabled={!hydrated || send.isPending} className="w-full sm:w-auto">
        {send.isPending ? <Spinner /> : <Send className="size-4" aria-hidden="true" />}
        {send.isPending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
