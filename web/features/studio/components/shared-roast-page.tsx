import { useQuery } from "@tanstack/react-query";
import { Flame } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SharedRoast } from "../../../../common/roast";
import { buttonClasses } from "../../../components/ui/button";
import { PageLoading } from "../../../components/ui/page-loading";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { usePageTitle } from "../../../lib/use-page-title";
import { BattleVerdict } from "./battle-verdict";
import { VideoPlayer } from "./video-player";

/**
 * /r/:slug: a roast its owner shared. The server renders the same page for link previews.
 * `report`: the way to report it, given by the route (the reports feature's link and dialog).
 */
export function SharedRoastPage({ slug, report }: { slug: string; report?: ReactNode }) {
  const query = useQuery({ queryKey: queryKeys.share(slug), queryFn: () => apiFetch<SharedRoast>(`/api/share/${encodeURIComponent(slug)}`) });
  usePageTitle(query.data?.title ?? "Shared roast");
  if (query.isPending) return <PageLoading />;
  if (!query.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-extrabold text-white">This roast is not shared</h1>
        <p className="mt-3 text-zinc-400">Its owner may have stopped sharing it, or the link is wrong.</p>
        <Link to="/" className={buttonClasses({ className: "mt-8" })}>
          Get your own roast
        </Link>
      </div>
    );
  }
  const roast = query.data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-extrabold text-white sm:text-4xl">{roast.title}</h1>
      <VideoPlayer className="mt-6" src={roast.videoUrl} poster={roast.posterUrl} label={roast.title} />
      {roast.battle ? <BattleVerdict className="mt-5" battle={roast.battle} /> : null}
      {roast.script ? <blockquote className="mt-5 text-lg text-zinc-200 italic">“{roast.script}”</blockquote> : null}
      {report ? <div className="mt-4 flex justify-end">{report}</div> : null}
      <div className="mt-10 flex flex-col items-start gap-3 rounded-3xl bg-ink-900/80 p-6 ring-1 ring-white/10 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 font-semibold text-white">
          <Flame className="size-5 text-flame-400" aria-hidden="true" />
          Think you can take the heat?
        </p>
        <Link to="/" className={buttonClasses()}>
          Get FREE roast now
        </Link>
      </div>
    </div>
  );
}
