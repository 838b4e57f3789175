extension StudioPage {
    /// The page's script: the token from the address on every request; every text from the
    /// server set as text, never as markup.
    static let script = #"""
        'use strict';
        const token = new URLSearchParams(location.search).get('token') || '';
        const $ = (id) => document.getElementById(id);
        const turns = [];

        async function api(path, body) {
          const options = { method: body === undefined ? 'GET' : 'POST', headers: { 'X-Hark-Token': token } };
          if (body !== undefined) { options.headers['Content-Type'] = 'application/json'; options.body = JSON.stringify(body); }
          const response = await fetch(path, options);
          const answer = await response.json().catch(() => ({ error: 'The answer was not JSON.' }));
          if (!response.ok) throw new Error(answer.error || response.statusText);
          return answer;
        }

        function element(tag, className, text) {
          const node = document.createElement(tag);
          if (className) node.className = className;
          if (text !== undefined) node.textContent = text;
          return node;
        }

        function drawReply(reply) {
          // A Siri Tip is the supporting line that begins "Tip:", drawn as a tip.
          if (reply.kind === 'supporting' && reply.text.startsWith('Tip: ')) return element('div', 'supporting tip', reply.text);
          if (reply.kind !== 'snippet') return element('div', reply.kind, reply.text);
          const card = element('div', 'card');
          card.appendChild(element('h3', '', reply.title));
          const table = element('table');
          for (const [label, value] of reply.rows) {
            const row = element('tr');
            row.appendChild(element('td', '', label));
            row.appendChild(element('td', '', value));
            table.appendChild(row);
          }
          card.appendChild(table);
          return card;
        }

        function drawTimeline(index) {
          const turn = turns[index];
          document.querySelectorAll('.turn').forEach((node, at) => node.classList.toggle('selected', at === index));
          $('timeline-of').textContent = turn ? '· “' + turn.said + '”' : '';
          const list = $('timeline');
          list.replaceChildren();
          const nearest = turn ? turn.nearest : [];
          $('nearest-heading').hidden = nearest.length === 0;
          $('nearest').replaceChildren(...nearest.map((line) => element('li', '', line)));
          if (!turn) return;
          if (turn.trace.length === 0) list.appendChild(element('li', '', 'No step: nothing ran.'));
          for (const step of turn.trace) {
            const item = element('li', step.kind);
            item.appendChild(element('span', 'kind', step.kind));
            item.appendChild(element('span', 'line', step.line));
            list.appendChild(item);
          }
        }

        function waitFor(waiting) {
          const input = $('text');
          input.type = waiting && waiting.sensitive ? 'password' : 'text';
          input.placeholder = waiting ? 'Answer ' + (waiting.app || '') + (waiting.parameter ? ' (' + waiting.parameter + ')' : '')
            : 'Say something, such as Hydrate me';
        }

        // Says the turn `answer` gives (a promise of the server's turn) and draws it.
        async function showTurn(answer) {
          try {
            const turn = await answer;
            turns.push(turn);
            const index = turns.length - 1;
            const node = element('div', 'turn');
            node.appendChild(element('div', 'you', turn.said || '(nothing)'));
            turn.replies.forEach((reply) => node.appendChild(drawReply(reply)));
            node.addEventListener('click', () => drawTimeline(index));
            $('conversation').appendChild(node);
            node.scrollIntoView({ block: 'end' });
            drawTimeline(index);
            waitFor(turn.waiting);
          } catch (error) {
            $('conversation').appendChild(element('div', 'problem', error.message));
          }
          $('text').focus();
        }

        $('say').addEventListener('submit', (event) => {
          event.preventDefault();
          const text = $('text').value;
          $('text').value = '';
          showTurn(api('/api/turn', { text }));
        });

        // The microphone: recorded in the browser, sent as 16-bit samples at 16 kHz, heard by
        // hark's own recogniser.
        let recording = null;

        function samplesAt16kHz(chunks, rate) {
          const all = new Float32Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
          let offset = 0;
          for (const chunk of chunks) { all.set(chunk, offset); offset += chunk.length; }
          const step = rate / 16000;
          const samples = new Int16Array(Math.floor(all.length / step));
          for (let index = 0; index < samples.length; index++) {
            const value = Math.max(-1, Math.min(1, all[Math.floor(index * step)]));
            samples[index] = Math.round(value * 32767);
          }
          return samples;
        }

        async function hear(samples) {
          const response = await fetch('/api/audio', {
            method: 'POST', headers: { 'X-Hark-Token': token, 'Content-Type': 'application/octet-stream' }, body: samples.buffer });
          const answer = await response.json().catch(() => ({ error: 'The answer was not JSON.' }));
          if (!response.ok) throw new Error(answer.error || response.statusText);
          return answer;
        }

        $('mic').hidden = !(navigator.mediaDevices && navigator.mediaDevices.getUserMedia);
        $('mic').addEventListener('click', async () => {
          if (recording) {
            const stop = recording;
            recording = null;
            $('mic').textContent = 'Speak';
            showTurn(stop().then(hear));
            return;
          }
          let stream;
          try {
            stream = await navigator.mediaDevices.getUserMedia({ audio: true });
          } catch (error) {
            $('conversation').appendChild(element('div', 'problem', 'No microphone: ' + error.message));
            return;
          }
          const context = new AudioContext();
          const source = context.createMediaStreamSource(stream);
          const processor = context.createScriptProcessor(4096, 1, 1);
          const chunks = [];
          processor.onaudioprocess = (event) => chunks.push(new Float32Array(event.inputBuffer.getChannelData(0)));
          source.connect(processor);
          processor.connect(context.destination);
          $('mic').textContent = 'Stop';
          recording = async () => {
            processor.disconnect();
            source.disconnect();
            stream.getTracks().forEach((track) => track.stop());
            const rate = context.sampleRate;
            await context.close();
            return samplesAt16kHz(chunks, rate);
          };
        });

        $('restart').addEventListener('click', async () => {
          await api('/api/restart', {});
          turns.length = 0;
          $('conversation').replaceChildren();
          $('saved').textContent = '';
          drawTimeline(-1);
          waitFor(null);
        });

        function drawResult(result) {
          const item = element('li');
          item.appendChild(element('span', result.passed ? 'pass' : 'fail', result.passed ? '✓ ' : '✗ '));
          item.appendChild(element('span', 'file', result.file));
          if (result.report) item.appendChild(element('pre', 'diff', result.report));
          return item;
        }

        $('save').addEventListener('click', async () => {
          const name = $('name').value.trim();
          const saved = $('saved');
          saved.replaceChildren();
          try {
            const result = await api('/api/save', { name });
            saved.appendChild(element('span', '', 'Saved ' + result.file + ': '));
            saved.appendChild(element('span', result.passed ? 'pass' : 'fail', result.passed ? 'hark test passes it.' : 'it does not pass:'));
            if (result.report) saved.appendChild(element('pre', 'diff', result.report));
          } catch (error) {
            saved.appendChild(element('span', 'fail', error.message));
          }
        });

        $('run').addEventListener('click', async () => {
          $('summary').textContent = 'Running…';
          $('results').replaceChildren();
          try {
            const run = await api('/api/run', {});
            $('summary').textContent = run.summary;
            run.results.forEach((result) => $('results').appendChild(drawResult(result)));
            $('coverage').textContent = run.coverage.join('\n');
            $('coverage').hidden = run.coverage.length === 0;
          } catch (error) {
            $('summary').textContent = error.message;
          }
        });

        // A flow as SVG: one box per step, left to right, joined by arrows; a parameter's
        // question is its box's tooltip.
        function flowGraph(flow) {
          const ns = 'http://www.w3.org/2000/svg';
          const width = 150, gap = 28, height = 44;
          const svg = document.createElementNS(ns, 'svg');
          svg.setAttribute('class', 'flow');
          svg.setAttribute('width', flow.length * (width + gap));
          svg.setAttribute('height', height + 4);
          svg.setAttribute('role', 'img');
          svg.setAttribute('aria-label', flow.map((step) => step.label).join(' → '));
          flow.forEach((step, index) => {
            const x = index * (width + gap) + 2;
            const group = document.createElementNS(ns, 'g');
            group.setAttribute('class', 'step ' + step.kind);
            const box = document.createElementNS(ns, 'rect');
            for (const [name, value] of [['x', x], ['y', 2], ['width', width], ['height', height], ['rx', 10]]) box.setAttribute(name, value);
            group.appendChild(box);
            const label = document.createElementNS(ns, 'text');
            label.setAttribute('x', x + width / 2);
            label.setAttribute('y', 2 + height / 2 + 5);
            label.setAttribute('text-anchor', 'middle');
            label.textContent = step.label.length > 20 ? step.label.slice(0, 19) + '…' : step.label;
            group.appendChild(label);
            const title = document.createElementNS(ns, 'title');
            title.textContent = step.detail ? step.label + ': ' + step.detail : step.label;
            group.appendChild(title);
            svg.appendChild(group);
            if (index > 0) {
              const arrow = document.createElementNS(ns, 'path');
              const y = 2 + height / 2;
              arrow.setAttribute('d', `M${x - gap} ${y} H${x - 4} m-6 -5 l6 5 l-6 5`);
              arrow.setAttribute('class', 'arrow');
              svg.appendChild(arrow);
            }
          });
          const holder = element('div', 'flow-holder');
          holder.appendChild(svg);
          return holder;
        }

        function drawApps(apps) {
          const holder = $('apps');
          holder.replaceChildren();
          for (const app of apps) {
            const box = element('div', 'app');
            box.appendChild(element('h3', '', app.name));
            box.appendChild(element('span', 'origin', app.origin));
            for (const shortcut of app.shortcuts) {
              box.appendChild(element('h4', '', shortcut.title));
              box.appendChild(flowGraph(shortcut.flow));
              const phrases = element('div');
              shortcut.phrases.forEach((phrase) => phrases.appendChild(element('span', 'phrase', phrase)));
              box.appendChild(phrases);
            }
            holder.appendChild(box);
          }
        }

        function drawRelevance(view) {
          $('moment-now').textContent = '· ' + view.now;
          const watch = $('watch');
          watch.replaceChildren();
          const top = view.suggestions[0];
          watch.appendChild(element('div', 'app-name', top ? top.app : ''));
          watch.appendChild(element('div', '', top ? top.title : 'Nothing to suggest now.'));
          $('suggestions').replaceChildren(...view.suggestions.map((suggestion) => {
            const item = element('li', '', suggestion.app + ' › ' + suggestion.title);
            item.appendChild(element('div', 'reason', suggestion.reason));
            return item;
          }));
          $('stack').replaceChildren(...view.stack.map((widget) => {
            const card = element('div', 'widget' + (widget.placement === 'not in stack' ? ' outside' : ''));
            card.appendChild(element('h3', '', widget.app + ' · ' + widget.name + ' (' + widget.placement + ')'));
            card.appendChild(element('div', '', widget.text));
            card.appendChild(element('div', 'reason', widget.reason));
            return card;
          }));
          if (view.stack.length === 0) $('stack').appendChild(element('p', 'reason', 'No widget is in your stack or suggested now.'));
          $('screens').replaceChildren(...view.screens.map((screen) => {
            const box = element('div', 'app');
            box.appendChild(element('h3', '', screen.title));
            screen.lines.forEach((line) => box.appendChild(element('div', '', line)));
            return box;
          }));
        }

        async function showMoment() {
          $('moment-problem').textContent = '';
          try {
            drawRelevance(await api('/api/relevance', { at: $('at').value, near: $('near').value, situation: $('situation').value }));
          } catch (error) {
            $('moment-problem').textContent = error.message;
          }
        }

        $('moment').addEventListener('submit', (event) => { event.preventDefault(); showMoment(); });

        document.querySelectorAll('.tab').forEach((tab) => tab.addEventListener('click', () => {
          document.querySelectorAll('.tab').forEach((other) => other.classList.toggle('active', other === tab));
          document.querySelectorAll('.view').forEach((view) => { view.hidden = view.id !== 'view-' + tab.dataset.view; });
          if (tab.dataset.view === 'store') showMoment();
        }));

        api('/api/state').then((state) => {
          $('folder').textContent = state.folder;
          drawApps(state.apps);
          waitFor(state.waiting);
        }).catch((error) => $('conversation').appendChild(element('div', 'problem', error.message)));
        """#
}
