/** Customer-facing paths of a trade's inspection files (pure, browser-safe): photos and erasure certificates. */
export type PhotoSize = "web" | "thumb";

const withToken = (path: string, token?: string | null) =>
  token ? `${path}${path.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}` : path;

/** A photo for the trade's owner (bearer) or link holder (`token`): GET /api/trade/trades/{n}/photos/{photoId}?size=. */
export function customerPhotoPath(tradeNumber: string, photoId: number | string, size: PhotoSize, token?: string | null): string {
  return withToken(
    `/api/trade/trades/${encodeURIComponent(tradeNumber)}/photos/${encodeURIComponent(String(photoId))}?size=${size}`,
    token,
  );
}

/** A device's erasure certificate (PDF) for the trade's owner or link holder. */
export function customerCertificatePath(tradeNumber: string, itemId: number | string, token?: string | null): string {
  return withToken(`/api/trade/trades/${encodeURIComponent(tradeNumber)}/items/${encodeURIComponent(String(itemId))}/certificate`, token);
}

/** The erasure certificate's number: the trade's digits and the device's place in it, from 1 ("EC-1000001-1"). */
export const certificateNumber = (tradeNumber: string, position: number) => `EC-${tradeNumber.replace(/^SB-/, "")}-${position}`;
