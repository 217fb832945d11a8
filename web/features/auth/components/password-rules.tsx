import { Check, Circle, X } from "lucide-react";
import { cn } from "../../../lib/cn";
import { checkPassword } from "../lib/password-checks";

/**
 * The password rules under a new-password field, ticked off as the user types; the field points
 * `aria-describedby` at `id`, so a screen reader reads them with it.
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const checks = checkPassword(password).filter((check) => !check.showOnlyWhenBroken || !check.met);
  return (
    <ul id={id} className="space-y-1 text-sm">
      {checks.map((check) => {
        const broken = check.showOnlyWhenBroken && !check.met;
        const Icon = check.met ? Check : broken ? X : Circle;
        return (
          <li key={check.id} className={cn("flex items-center gap-2", check.met ? "text-emerald-300" : broken ? "text-red-400" : "text-zinc-400")}>
            <Icon
              className={cn("shrink-0", check.met || broken ? "size-4" : "size-2.5 mx-[3px]")}
              aria-hidden="true"
              strokeWidth={check.met || broken ? 2.5 : 3}
            />
            <span className="sr-only">{check.met ? "Done:" : "Needed:"}</span>
            {check.label}
          </li>
        );
      })}
    </ul>
  );
}
