/**
 * The page's script starter (decision 017), written into the page as it is here: the server inlines
 * this file's text (`start-scripts.ts`), so no build step or loader can change it (a function's
 * `toString()` gave whatever the running code had become: a `__name(…)` helper added by one loader
 * left pages dead). Plain ES2017 for a classic inline script, using nothing but its argument and the
 * browser's globals.
 *
 * It stands right after the held boot module, so the parser has read that module in full before
 * this runs: the text it copies can never be cut short (issue 18: the starter used to stand before
 * the module and, when the lead image won the race, copied a module the parser was still reading).
 *
 * Once the page's lead image has arrived and been drawn (or failed, or after `maxWaitMs`, or at once
 * without one), it turns the held module preloads back into module preloads and the held boot module
 * into a module, with the page's nonce. Any error in finding the image starts the scripts at once.
 */
/* global document, matchMedia, requestAnimationFrame */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the page, not here
function startScriptsAfterLeadImage(settings) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var hints = document.querySelectorAll('link[rel="' + settings.preloadRel + '"]');
    for (var i = 0; i < hints.length; i += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = hints[i].getAttribute('href') || '';
      link.nonce = hints[i].nonce;
      hints[i].parentNode.replaceChild(link, hints[i]);
    }
    var held = document.querySelector('script[type="' + settings.moduleType + '"]');
    if (held === null) return;
    var boot = document.createElement('script');
    boot.type = 'module';
    boot.nonce = held.nonce;
    boot.textContent = held.textContent;
    held.parentNode.replaceChild(boot, held);
  }
  // After the frame that draws the image: the next task once a frame has begun.
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  function waitFor(target, loaded) {
    if (loaded) {
      afterNextFrame();
      return;
    }
    target.addEventListener('load', afterNextFrame, { once: true });
    target.addEventListener('error', start, { once: true });
  }
  setTimeout(start, settings.maxWaitMs);
  try {
    var hints = document.querySelectorAll(
      'link[rel="preload"][as="image"][' + settings.pageHintAttribute + ']',
    );
    for (var i = 0; i < hints.length; i += 1) {
      if (hints[i].media === '' || matchMedia(hints[i].media).matches) {
        waitFor(hints[i], performance.getEntriesByName(hints[i].href, 'resource').length > 0);
        return;
      }
    }
    var image = document.querySelector('img[fetchpriority="high"]');
    if (image === null) start();
    else waitFor(image, image.complete);
  } catch (error) {
    start();
    throw error;
  }
}
