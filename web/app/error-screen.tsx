import { Flame } from "lucide-react";
import { buttonClasses } from "../components/ui/button";

interface ErrorScreenProps {
  title: string;
  message: string;
}

/**
 * The friendly page shown when something breaks. Plain anchors, not router links: the router
 * itself may be what failed, so a full page load is the reliable way out.
 */
export function ErrorScreen({ title, message }: ErrorScreenProps) {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-flame-gradient shadow-xl shadow-flame-600/30">
        <Flame className="size-9 text-white" aria-hidden="true" />
      </span>
      <h1 className="mt-8 text-4xl font-extrabold text-white sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-md text-zinc-400">{message}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <a href="/" className={buttonClasses({ variant: "outline" })}>
          Back to Home
        </a>
      </div>
    </div>
  );
}
