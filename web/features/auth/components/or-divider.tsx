/** The 'or' between the email form and the Google button. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-4 text-xs font-semibold tracking-widest text-zinc-400 uppercase">
      <span className="h-px flex-1 bg-white/10" />
      or
      <span className="h-px flex-1 bg-white/10" />
    </div>
  );
}
