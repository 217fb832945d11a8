import { Clock, Mail, Zap } from "lucide-react";
import { SUPPORT_EMAIL } from "../../../../common/brand";
import { Card } from "../../../components/ui/card";

const hours = [
  { days: "Monday – Friday", time: "9:00 AM – 6:00 PM PST" },
  { days: "Saturday", time: "10:00 AM – 4:00 PM PST" },
  { days: "Sunday", time: "Closed" },
];

/** Support hours and the direct email address. */
export function BusinessHours() {
  return (
    <Card className="space-y-6">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-bold text-white">
          <Clock className="size-5 text-flame-400" aria-hidden="true" />
          Business Hours
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          {hours.map((row) => (
            <div key={row.days} className="flex justify-between gap-4">
              <dt className="text-zinc-400">{row.days}</dt>
              <dd className="font-medium text-zinc-100">{row.time}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="flex gap-2 text-sm text-zinc-400">
        <Zap className="mt-0.5 size-4 shrink-0 text-flame-400" aria-hidden="true" />
        Roasts run around the clock: results usually take seconds, even when we're off.
      </p>
      <p className="flex gap-2 text-sm text-zinc-400">
        <Mail className="mt-0.5 size-4 shrink-0 text-flame-400" aria-hidden="true" />
        <span>
          Prefer email?{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-flame-300 hover:underline">
            {SUPPORT_EMAIL}
          </a>
        </span>
      </p>
    </Card>
  );
}
