/// Hark Studio's page: one HTML document with its style and script inline, compiled into
/// `hark` (no network, no CDN). The script reads the token from the address and sends it with
/// every request.
enum StudioPage {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="referrer" content="no-referrer">
        <title>Hark Studio</title>
        <style>
        """# + style + #"""
        </style>
        </head>
        <body>
        <header>
          <h1>Hark Studio</h1>
          <nav>
            <button id="tab-talk" class="tab active" data-view="talk">Talk</button>
            <button id="tab-tests" class="tab" data-view="tests">Tests</button>
            <button id="tab-apps" class="tab" data-view="apps">Apps</button>
            <button id="tab-store" class="tab" data-view="store">Store</button>
          </nav>
        </header>
        <main>
          <section id="view-talk" class="view">
            <div class="talk">
              <div class="column">
                <div id="conversation" aria-live="polite"></div>
                <form id="say">
                  <input id="text" autocomplete="off" placeholder="Say something, such as Hydrate me" aria-label="What you say">
                  <button id="send" type="submit">Say</button>
                  <button id="mic" type="button" title="Speak: press, talk, press again" hidden>Speak</button>
                </form>
                <div class="row">
                  <button id="restart" type="button">New conversation</button>
                  <input id="name" placeholder="transcript name" aria-label="Transcript name">
                  <button id="save" type="button">Save as transcript</button>
                </div>
                <p id="saved"></p>
              </div>
              <aside class="column">
                <h2>Timeline <span id="timeline-of"></span></h2>
                <ol id="timeline"></ol>
                <h2 id="nearest-heading" hidden>Nearest phrases</h2>
                <ol id="nearest"></ol>
              </aside>
            </div>
          </section>
          <section id="view-tests" class="view" hidden>
            <p>Transcripts in <code id="folder"></code> <button id="run" type="button">Run all</button></p>
            <p id="summary"></p>
            <ul id="results"></ul>
            <pre id="coverage" hidden></pre>
          </section>
          <section id="view-apps" class="view" hidden>
            <div id="apps"></div>
          </section>
          <section id="view-store" class="view" hidden>
            <form id="moment">
              <input id="at" placeholder="time: 2026-11-30T08:00:00Z, +2h or now" aria-label="Time">
              <input id="near" placeholder="place: LAT,LON or none" aria-label="Place">
              <input id="situation" placeholder="situation: gym, morning… or none" aria-label="Situation">
              <button type="submit">Show</button>
            </form>
            <p id="moment-problem" class="fail"></p>
            <div class="relevance">
              <div><h2>Watch face <span id="moment-now"></span></h2><div id="watch" class="watch"></div><ol id="suggestions"></ol></div>
              <div><h2>Smart Stack</h2><div id="stack"></div></div>
            </div>
            <h2>What each app has recorded</h2>
            <div id="screens"></div>
          </section>
        </main>
        <script>
        """# + script + #"""
        </script>
        </body>
        </html>
        """#
}
