/**
 * A device's picture (decision 0030): the catalog photo as AVIF/WebP with `srcset` where there is
 * one, else the model's drawing; rendered by the one picture component of app/ui (decision 0104).
 */
export { Picture as DevicePicture } from "../../ui/picture.tsx";
