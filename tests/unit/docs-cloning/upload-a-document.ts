import { uploadFiles } from '@/api/s3/upload-files';
import type { MergedFile } from '@healthcare-portal/contracts/documents/upload-files';
import type { GeneratedChart } from '@healthcare-portal/demo/charts/generate-chart';
import { asFile } from './sign-in';
import { threeNoteChart } from './three-note-chart';

export async function uploadThreeNoteChart(): Promise<{ merged: MergedFile; chart: GeneratedChart }> {
  const chart = await threeNoteChart();
  const merged = (await uploadFiles([asFile(chart.pdf, 'chart.pdf')])).body;
  return { merged, chart };
}
