/**
 * What a ZIP archive says about itself, read from its central directory without unpacking
 * anything (decision 0117): the entry names and their declared unpacked sizes. An XLSX is refused
 * before the spreadsheet parser sees it when it would unpack to more than LIST_MAX_UNPACKED_BYTES
 * or has more than LIST_MAX_ZIP_ENTRIES entries (a "zip bomb"); an archive whose directory cannot
 * be read is not a spreadsheet.
 */
export interface ZipEntry {
  name: string;
  unpackedBytes: number;
  /** The stored (uncompressed) file's bytes, when stored uncompressed: ODS's `mimetype`. */
  offset: number;
}

export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // the end-of-central-directory record: at the end, after at most a 64 KiB comment
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= stop; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  let at = view.getUint32(eocd + 16, true);
  if (at + size > bytes.length) return null;
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const unpacked = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const offset = view.getUint32(at + 42, true);
    if (at + 46 + nameLength > bytes.length) return null;
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    // ZIP64 marks sizes as 0xffffffff: more than any list needs
    entries.push({ name, unpackedBytes: unpacked === 0xffffffff ? Number.POSITIVE_INFINITY : unpacked, offset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
