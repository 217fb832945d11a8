import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GalleryItem } from "../../../../common/public-site";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export async function getGallery(): Promise<GalleryItem[]> {
  const { items } = await apiFetch<{ items: GalleryItem[] }>("/api/gallery");
  return items;
}

export const galleryQuery = queryOptions({
  queryKey: queryKeys.gallery,
  queryFn: getGallery,
  staleTime: 5 * 60_000,
});

export function useGallery() {
  return useQuery(galleryQuery);
}
