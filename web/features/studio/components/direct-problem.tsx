import { AlertTriangle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button";
import type { DraftProblem } from "../lib/direct-rules";

interface DirectProblemProps {
  problem: DraftProblem;
  /** Makes the failed call again (a busy server, a lost connection, anything else). */
  onRetry: (() => void) | null;
  /** Leaves "Direct it" for the one-click roast, the file still chosen. */
  onOneClick(): void;
  /** Clears the file and opens the picker: the upload is gone. */
  onUploadAgain(): void;
}

/** What went wrong with the drafts, in the studio's words, and the way on from it. */
export function DirectProblem({ problem, onRetry, onOneClick, onUploadAgain }: DirectProblemProps) {
  const box = useRef<HTMLDivElement>(null);
  // Said at the panel's top: on a phone the control that failed (intensity, Render) may be a screen below it.
  useEffect(() => {
    if (problem) box.current?.scrollIntoView({ block: "nearest" });
  }, [problem]);
  const action =
    problem.kind === "expired" ? (
      <Button onClick={onUploadAgain}>Upload it again</Button>
    ) : problem.kind === "no-credits" ? (
      <Link to="/pricing" className={buttonClasses()}>
        Buy credits
      </Link>
    ) : problem.kind === "rate-limited" ? (
      <Button onClick={onOneClick}>Roast it in one click</Button>
    ) : onRetry ? (
      <Button onClick={onRetry}>Try again</Button>
    ) : null;
  return (
    <div ref={box} role="alert" data-testid="direct-problem" className="rounded-2xl bg-red-500/10 p-4 ring-1 ring-inset ring-red-500/30">
      <p className="flex items-center gap-2 font-semibold text-red-300">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        {problem.title}
      </p>
      <p className="mt-1 text-sm text-red-100/90">{problem.message}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        {action}
        {problem.kind !== "rate-limited" ? (
          <Button variant="ghost" onClick={onOneClick}>
            Back to one click
          </Button>
        ) : null}
      </div>
    </div>
  );
}
