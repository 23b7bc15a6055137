// What the line charts share of their look, apart from `./chart` (the module that loads Chart.js, which tests
// replace with a stand-in): plain objects Chart.js reads.

/** The options every line chart starts from: it fills its box, and its numbers and dates read in the page's language. */
export function lineChartBase(language: string) {
  return { responsive: true, maintainAspectRatio: false, locale: language === 'bn' ? 'bn-BD' : 'en-GB' };
}

/** A chart's one series: a line in `color` with round points of that colour. */
export function lineSeries<T>({ label, data, color, tension }: { label: string; data: T[]; color: string; tension: number }) {
  return { label, data, borderColor: color, backgroundColor: color, pointRadius: 4, tension };
}
