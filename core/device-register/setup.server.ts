/**
 * Whether the device-register check is on (decision 0096): it is when DEVICE_REGISTER_TOKEN and
 * DEVICE_REGISTER_SERVICE_ID are set; without them there is no register (null), no lookup is
 * made, no inspection waits for one, and the privacy page does not claim one (core/content's
 * `registerCheck` section).
 */
import { imeiCheckRegister } from "./imeicheck.server.ts";
import type { DeviceRegister } from "./types.ts";

export interface DeviceRegisterSettings {
  DEVICE_REGISTER_TOKEN?: string | undefined;
  DEVICE_REGISTER_SERVICE_ID?: number | undefined;
  DEVICE_REGISTER_BASE_URL: string;
  DEVICE_REGISTER_TIMEOUT_MS: number;
}

export const registerCheckOn = (s: DeviceRegisterSettings): boolean =>
  Boolean(s.DEVICE_REGISTER_TOKEN && s.DEVICE_REGISTER_SERVICE_ID !== undefined);

/** The register of these settings, or null when the check is off. Cheap (a closure over the settings): made per use. */
export function deviceRegisterFor(settings: DeviceRegisterSettings): DeviceRegister | null {
  if (!registerCheckOn(settings)) return null;
  return imeiCheckRegister({
    token: settings.DEVICE_REGISTER_TOKEN!,
    serviceId: settings.DEVICE_REGISTER_SERVICE_ID!,
    baseUrl: settings.DEVICE_REGISTER_BASE_URL,
    timeoutMs: settings.DEVICE_REGISTER_TIMEOUT_MS,
  });
}
