/** The browser self-test's entry point on the device page (issue 34): placeholder until built. */
export interface SelfTestEntryProps {
  deviceId: number;
  categoryId: string;
  /** The self-test island's script URL: loaded only when the seller starts the test. */
  islandSrc: string;
}

export function SelfTestEntry(_props: SelfTestEntryProps) {
  return null;
}
