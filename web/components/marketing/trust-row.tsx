import { Clock, CreditCard, ShieldCheck, TrendingUp } from "lucide-react";

const items = [
  { icon: TrendingUp, text: "#roast videos: billions of views on TikTok" },
  { icon: Clock, text: "Screenshots deleted after 24 hours" },
  { icon: CreditCard, text: "Secure payments" },
  { icon: ShieldCheck, text: "100% satisfaction promise" },
];

/** The short list of promises under the landing heroes. */
export function TrustRow() {
  return (
    <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-zinc-300">
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon className="size-4 text-flame-400" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
