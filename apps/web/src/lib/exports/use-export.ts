import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { exportApi, type ExportRow } from '@suanklang/shared';
import { call } from '../http/call';
import { openBinary, saveBinary } from '../http/download';
import { exportKeys } from '../query-keys';

export type ExportHandle = {
  row: ExportRow | null;
  start: (startCall: () => Promise<ExportRow>) => Promise<void>;
  open: () => Promise<void>;
  reset: () => void;
};

/** How often a file being made is asked after (ms). */
export const EXPORT_POLL_MS = 1000;

const finished = (row: ExportRow | undefined) => row?.status === 'DONE' || row?.status === 'FAILED';

/**
 * A file made by a server job (an export): `start` runs the area's start call, then the export's progress is
 * polled until it is done or failed. The file opens from `open`, a click of the person's own: a browser blocks a
 * new tab opened by a timer, so the finished file waits for that click rather than opening by itself.
 */
export function useExport(): ExportHandle {
  const [started, setStarted] = useState<ExportRow | null>(null);
  const status = useQuery({
    queryKey: exportKeys.status(started?.exportId ?? ''),
    enabled: started !== null && !finished(started),
    queryFn: async ({ signal }) =>
      (await call(exportApi.status, { params: { id: started!.exportId } }, { signal })).data,
    refetchInterval: (query) => (finished(query.state.data) ? false : EXPORT_POLL_MS),
  });
  const row = status.data ?? started;
  return {
    row,
    async start(startCall: () => Promise<ExportRow>) {
      setStarted(await startCall());
    },
    /** A PDF opens in a new tab; a workbook is saved under its name. */
    async open() {
      if (!row || row.status !== 'DONE') return;
      const binary = await call(exportApi.file, { params: { id: row.exportId } });
      const name = row.fileName ?? 'export';
      if (name.endsWith('.pdf')) openBinary(binary);
      else saveBinary(binary, name);
    },
    reset: () => setStarted(null),
  };
}
