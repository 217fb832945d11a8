import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import { announceToasterReady } from "../lib/toast";

/**
 * The toast stack (3 visible, 4.5 s each), loaded after the page is interactive. It opens below
 * the sticky header (64 px on a phone, 72 px from 640 px up), never over its menu button: a toast
 * under a finger or pointer pauses, so one over the button kept the menu out of reach.
 */
export default function ToasterHost() {
  useEffect(() => announceToasterReady(toast), []);
  return (
    <Toaster
      position="top-center"
      offset={{ top: 84 }}
      mobileOffset={{ top: 76 }}
      theme="dark"
      visibleToasts={3}
      duration={4500}
      closeButton
      toastOptions={{
        classNames: {
          toast: "!rounded-2xl !font-sans !shadow-2xl !shadow-black/50",
          title: "!font-semibold",
          default: "!border-white/10 !bg-ink-800 !text-zinc-100 [&_[data-description]]:!text-zinc-400",
          success: "!border-white/10 !bg-ink-800 !text-zinc-100 [&_[data-description]]:!text-zinc-400",
          error: "!border-red-500/50 !bg-[#3a0f14] !text-red-50 [&_[data-description]]:!text-red-200/85 [&_[data-icon]]:!text-red-400",
        },
      }}
    />
  );
}
