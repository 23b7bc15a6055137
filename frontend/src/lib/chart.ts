// The only module that imports Chart.js: it registers just the parts the line charts use, so the
// rest of the library is tree-shaken away. Import it from lazy pages only (never from the home page).
import { CategoryScale, Chart, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip);
// Drawn once, not grown in over a second: each frame of the animation redrew the canvas, a slow phone's main
// thread busy for that second as a dashboard starts (and the chart's values are there at once, for everyone).
Chart.defaults.animation = false;

export { Line } from 'react-chartjs-2';
export type { ChartData, ChartOptions } from 'chart.js';
