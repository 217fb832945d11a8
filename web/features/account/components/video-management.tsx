import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, Film, Smartphone, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { type RoastView, roastListName } from "../../../../common/roast";
import { formatBillingDate } from "../../../../common/subscription-status-text";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Dialog } from "../../../components/ui/dialog";
import { Skeleton } from "../../../components/ui/skeleton";
import { notify, notifyError } from "../../../lib/toast";
import { roastsQuery } from "../../studio/api/queries";
import { deleteRoast } from "../api/account-api";

function RoastRow({ roast, onDelete }: { roast: RoastView; onDelete(): void }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center" data-testid="account-roast">
      <div className="aspect-video w-full shrink-0 overflow-hidden rounded-xl bg-white/5 sm:w-32">
        {roast.posterUrl ? (
          <img src={roast.posterUrl} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <Film className="m-auto mt-5 size-8 text-zinc-600" aria-hidden="true" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-white">{roastListName(roast)}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-zinc-400">
          {formatBillingDate(roast.createdAt)}
          <Badge tone={roast.status === "completed" ? "success" : "neutral"}>{roast.status}</Badge>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {roast.downloadUrl ? (
          <a href={roast.downloadUrl} download className={buttonClasses({ variant: "secondary", size: "sm" })}>
            <Download className="size-4" aria-hidden="true" /> Landscape
          </a>
        ) : null}
        {roast.portraitUrl ? (
          <a href={roast.portraitUrl} download className={buttonClasses({ variant: "secondary", size: "sm" })}>
            <Smartphone className="size-4" aria-hidden="true" /> Portrait
          </a>
        ) : null}
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${roastListName(roast)} from ${formatBillingDate(roast.createdAt)}`}>
          <Trash2 className="size-4" aria-hidden="true" /> Delete
        </Button>
      </div>
    </li>
  );
}

/** Video Management: the user's roasts with download and delete. */
export function VideoManagement() {
  const roasts = useQuery(roastsQuery);
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<RoastView | null>(null);
  const remove = useMutation({
    mutationFn: (roast: RoastView) => deleteRoast(roast.id),
    onSuccess: () => {
      notify("Roast deleted");
      setToDelete(null);
      void queryClient.invalidateQueries({ queryKey: roastsQuery.queryKey });
    },
    onError: () => notifyError("Error", "Failed to delete the roast. Please try again."),
  });
  const list = roasts.data ?? [];

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl font-bold text-white">
        <Film className="size-5 text-flame-400" aria-hidden="true" />
        Video Management
      </h2>
      {roasts.isPending ? (
        <Skeleton className="mt-6 h-20 w-full" />
      ) : list.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-white/[0.03] p-6 text-center ring-1 ring-white/10">
          <p className="text-zinc-300">No roasts yet. Your videos will show up here.</p>
          <Link to="/roast" className={buttonClasses({ size: "sm", className: "mt-4" })}>
            Create your first roast
          </Link>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-white/10">
          {list.map((roast) => (
            <RoastRow key={roast.id} roast={roast} onDelete={() => setToDelete(roast)} />
          ))}
        </ul>
      )}
      <Dialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !remove.isPending && setToDelete(null)}
        title="Delete this roast?"
        description="The video and its downloads are removed for good. This does not give back the credit it used."
        footer={
          <>
            <Button variant="ghost" onClick={() => setToDelete(null)} disabled={remove.isPending}>
              Keep it
            </Button>
            <Button variant="danger" onClick={() => toDelete && remove.mutate(toDelete)} disabled={remove.isPending}>
              {remove.isPending ? "Deleting..." : "Delete"}
            </Button>
          </>
        }
      />
    </Card>
  );
}
