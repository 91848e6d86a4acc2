import { generateChart, type GeneratedChart } from '@healthcare-portal/demo/charts/generate-chart';

/** A seeded 3-note chart (one patient, no planted wrong-patient page) whose notes the engine reads exactly. */
export const THREE_NOTE_CHART_SEED = 4;

export const threeNoteChart = (): Promise<GeneratedChart> =>
  generateChart(THREE_NOTE_CHART_SEED, { notes: 3, wrongPatientPage: false, cloneRate: 0 });

/** The headers each note should show, from the chart's own ground truth. */
export const expectedHeaders = (chart: GeneratedChart) =>
  chart.truth.notes.map(({ patientName, patientDob, docType, noteDate }) => ({ patientName, patientDob, docType, noteDate }));
