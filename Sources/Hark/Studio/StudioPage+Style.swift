extension StudioPage {
    /// The page's style: light and dark, the conversation as bubbles, cards as cards.
    static let style = #"""
        :root { color-scheme: light dark; --accent: #0a7cff; --muted: #8a8a8e; --card: rgba(127,127,127,.12); }
        body { font: 15px/1.45 system-ui, sans-serif; margin: 0; }
        header { display: flex; align-items: center; gap: 2em; padding: .6em 1.2em; border-bottom: 1px solid var(--card); }
        h1 { font-size: 1.2em; margin: 0; }
        h2 { font-size: 1em; margin: 0 0 .5em; }
        nav { display: flex; gap: .4em; }
        button { font: inherit; padding: .35em .9em; border-radius: 8px; border: 1px solid var(--card); background: var(--card); cursor: pointer; }
        .tab.active { background: var(--accent); color: white; }
        main { padding: 1em 1.2em; }
        .talk { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 1.5em; }
        @media (max-width: 800px) { .talk { grid-template-columns: 1fr; } }
        #conversation { min-height: 16em; max-height: 65vh; overflow-y: auto; display: flex; flex-direction: column; gap: .4em; padding: .5em 0; }
        .turn { cursor: pointer; display: flex; flex-direction: column; gap: .3em; }
        .turn.selected .you { outline: 2px solid var(--accent); }
        .you { align-self: flex-end; background: var(--accent); color: white; padding: .35em .8em; border-radius: 14px 14px 4px 14px; max-width: 80%; }
        .say, .ask, .problem, .supporting { align-self: flex-start; background: var(--card); padding: .35em .8em; border-radius: 14px 14px 14px 4px; max-width: 80%; white-space: pre-wrap; }
        .ask { border-left: 3px solid var(--accent); font-weight: 600; }
        .supporting { color: var(--muted); background: none; }
        .problem { border-left: 3px solid #d33; }
        .tip { color: inherit; background: linear-gradient(90deg, rgba(10,124,255,.15), rgba(176,124,255,.15)); border-radius: 10px; }
        .card { align-self: flex-start; border: 1px solid var(--card); border-radius: 12px; padding: .6em .9em; min-width: 14em; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
        .card h3 { margin: 0 0 .3em; font-size: .95em; }
        .card table { border-collapse: collapse; width: 100%; }
        .card td { padding: .1em .6em .1em 0; }
        .card td:first-child { color: var(--muted); }
        form, .row { display: flex; gap: .5em; margin-top: .6em; }
        input { font: inherit; padding: .35em .6em; border-radius: 8px; border: 1px solid var(--muted); flex: 1; min-width: 0; }
        #timeline { list-style: none; padding: 0 0 0 1em; margin: 0; border-left: 2px solid var(--card); }
        #timeline li { position: relative; margin: 0 0 .5em; }
        #timeline li::before { content: ""; position: absolute; left: -1.45em; top: .45em; width: .7em; height: .7em; border-radius: 50%; background: var(--muted); }
        #timeline li.matched::before, #timeline li.candidate::before { background: var(--accent); }
        #timeline li.resolved::before { background: #b07cff; }
        #timeline li.asked::before, #timeline li.confirmed::before, #timeline li.requestConfirmed::before { background: #f0a020; }
        #timeline li.handled::before, #timeline li.performed::before { background: #2bb24c; }
        #timeline li.stored::before { background: #16a3a3; }
        .kind { font-size: .75em; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); display: block; }
        .pass { color: #2bb24c; } .fail { color: #d33; }
        pre { background: var(--card); padding: .6em; border-radius: 8px; overflow-x: auto; }
        #results { list-style: none; padding: 0; }
        .app { border: 1px solid var(--card); border-radius: 12px; padding: .6em 1em; margin-bottom: 1em; }
        .app h3 { margin: 0; }
        .origin { color: var(--muted); font-size: .85em; }
        .flow-holder { overflow-x: auto; margin: .4em 0; }
        .flow rect { fill: var(--card); stroke: var(--muted); }
        .flow .intent rect { stroke: var(--accent); stroke-width: 2; }
        .flow .parameter rect { stroke: #b07cff; }
        .flow .confirm rect { stroke: #f0a020; }
        .flow .result rect { stroke: #2bb24c; }
        .flow text { fill: currentColor; font-size: 13px; }
        .flow .arrow { fill: none; stroke: var(--muted); stroke-width: 1.5; }
        .relevance { display: grid; grid-template-columns: 1fr 1fr; gap: 1.5em; margin: 1em 0; }
        .watch { width: 12em; height: 12em; border-radius: 50%; background: #111; color: white; border: 6px solid #444;
          display: flex; flex-direction: column; justify-content: center; align-items: center; text-align: center; padding: 1.2em; box-sizing: border-box; }
        .watch .app-name { color: #f0a020; font-size: .8em; text-transform: uppercase; }
        .widget { border: 1px solid var(--card); border-radius: 14px; padding: .5em .8em; margin-bottom: -.4em; background: Canvas;
          box-shadow: 0 2px 6px rgba(0,0,0,.15); position: relative; }
        .widget.outside { opacity: .55; }
        .reason { color: var(--muted); font-size: .85em; }
        .phrase { display: inline-block; background: var(--card); border-radius: 10px; padding: .1em .6em; margin: .15em; }
        """#
}
