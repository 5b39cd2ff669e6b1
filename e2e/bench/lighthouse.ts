import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  path: string;
  /** The performance score of every run, in order; the other fields are the median run's. */
  runs: number[];
  /** Why a run scored nothing (Lighthouse's runtime error, or the metric that could not be read). */
  error?: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Options of {@link runLighthouse}. */
export interface LighthouseOptions {
  /**
   * Prepares the browser before the run (e.g. fills a cart) through its DevTools endpoint; the
   * run then keeps the browser's storage instead of clearing it, as a returning shopper has it.
   */
  prepare?: (devtoolsUrl: string) => Promise<void>;
  /** How many runs, each in a fresh browser; the median run is kept (default 1). */
  runs?: number;
  /**
   * Lighthouse's throttling: `simulate` (its default: an unthrottled load, then a model of a slow
   * phone) or `devtools` (the browser itself slowed down, the metrics observed). A page a service
   * worker controls starts with a task the model counts four times over while the browser does
   * not (decision 179): such a page is measured with `devtools`.
   */
  throttling?: 'simulate' | 'devtools';
}

/**
 * Lighthouse on one page, `runs` times, keeping the run whose performance score is the median, as
 * Lighthouse's own guidance on variability and Lighthouse CI do: on a shared 2-core machine one
 * run's blocking time varies by a factor of three.
 */
export async function runLighthouseMedian(
  origin: string,
  path: string,
  options: LighthouseOptions = {},
): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let run = 0; run < Math.max(1, options.runs ?? 1); run++)
    results.push(await runLighthouse(origin, path, options));
  // A run that ended without a score measured nothing: the median is of the others.
  const measured = results.filter((result) => !result.error);
  const sorted = [...(measured.length > 0 ? measured : results)].sort(
    (a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs,
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return {
    ...median,
    runs: results.map((result) => result.performance),
    ...(results.some((result) => result.error)
      ? { error: results.flatMap((result) => (result.error ? [result.error] : [])).join('; ') }
      : {}),
  };
}

/** Lighthouse's mobile preset (its default) on one page, in Debian's Chromium. */
export async function runLighthouse(
  origin: string,
  path: string,
  options: LighthouseOptions = {},
): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (options.prepare) await options.prepare(`http://127.0.0.1:${chrome.port}`);
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(options.prepare ? { disableStorageReset: true } : {}),
      ...(options.throttling ? { throttlingMethod: options.throttling } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failed = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]
      .map((id) => audits[id]?.errorMessage)
      .filter(Boolean);
    const error = result.lhr.runtimeError?.message ?? failed[0];
    return {
      path,
      runs: [],
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      ...(error ? { error } : {}),
    };
  } finally {
    chrome.kill();
  }
}
