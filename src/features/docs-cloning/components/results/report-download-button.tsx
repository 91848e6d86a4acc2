import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { downloadPdf } from '@/components/pdf-viewer/download-pdf';

type ReportDownloadButtonProps = { reportUrl: string; noteNumber: number; noteCount: number };

/** Saves one note's AI audit report; the file is named by its position, never by the patient. */
export function ReportDownloadButton({ reportUrl, noteNumber, noteCount }: ReportDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const label = noteCount > 1 ? `Download Report ${noteNumber}` : 'Download Report';
  return (
    <Button
      type="button"
      variant="secondary"
      busy={busy}
      busyText="Downloading..."
      onClick={async () => {
        setBusy(true);
        await downloadPdf(reportUrl, `audit-report-${noteNumber}-of-${noteCount}.pdf`);
        setBusy(false);
      }}
    >
      {label}
    </Button>
  );
}
