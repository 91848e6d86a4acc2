import { generateChart } from './generate-chart.ts';

/** The 3-note chart the document pacts name (DOCUMENT_STATES.ownChart); its ground truth gives the headers they expect. */
export const pactChart = () => generateChart(4, { notes: 3, wrongPatientPage: false, cloneRate: 0 });
