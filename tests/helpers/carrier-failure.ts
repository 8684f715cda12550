/** The CarrierError a carrier call ends with (fails when it succeeds or throws anything else). */
import { CarrierError } from "../../core/carrier/index.ts";

export async function carrierFailure(call: Promise<unknown>): Promise<CarrierError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof CarrierError)) throw new Error(`expected a CarrierError, got ${err === null ? "success" : String(err)}`);
  return err;
}
