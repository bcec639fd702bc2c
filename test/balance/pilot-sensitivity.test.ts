/**
 * Pilot sensitivity: a conclusion that flips between pilots (beyond noise under both)
 * is flagged by every tool, and the flag reaches report.html; conclusions that merely
 * wobble inside their intervals are not flagged.
 */
import { describe, expect, it } from 'vitest';
import { ablateFlips, type VariantRow } from '../../src/balance/ablation.js';
import { compareFlips, type CompareRun } from '../../src/balance/compare.js';
import { priceFlips, type PricePilot } from '../../src/balance/price.js';
import { sweepFlips, type SweepCell } from '../../src/balance/sweep.js';
import { losFlips } from '../../src/balance/tournament.js';
import { pilotVerdictFacts } from '../../src/balance/pilots.js';
import { balanceHtml } from '../../src/report/balance-report.js';

describe('flips between pilots', () => {
  it('tournament: a pair ordered one way with LOS ≥ 95% and the other way under another pilot', () => {
    const names = ['A', 'B', 'C'];
    const los = (ab: number, ac: number) => [
      [0.5, ab, ac],
      [1 - ab, 0.5, 0.5],
      [1 - ac, 0.5, 0.5],
    ];
    expect(
      losFlips(names, [
        { pilot: 'random', los: los(0.99, 0.6) },
        { pilot: 'ai-deck', los: los(0.02, 0.4) },
      ]),
    ).toEqual([
      'A vs B flips between pilots: A is stronger under random (LOS 99.0%), B under ai-deck (LOS 98.0%)',
    ]);
    expect(
      losFlips(names, [
        { pilot: 'random', los: los(0.9, 0.6) },
        { pilot: 'ai-deck', los: los(0.02, 0.4) },
      ]),
    ).toEqual([]);
    expect(losFlips(names, [{ pilot: 'random', los: los(0.99, 0.99) }])).toEqual([]);
  });

  it('price: under-costed under one pilot, over-costed under another', () => {
    const row = (
      fair: number,
      lo: number,
      hi: number,
      verdict: 'under-costed' | 'over-costed' | 'fair',
    ) => ({
      build: 'X',
      printedPoints: 4,
      fairPoints: fair,
      ciLow: lo,
      ciHigh: hi,
      delta: fair - 4,
      rating: 0,
      ratingCiLow: 0,
      ratingCiHigh: 0,
      verdict,
    });
    const pilot = (name: string, r: ReturnType<typeof row>) =>
      ({ pilot: name, builds: [r] }) as unknown as PricePilot;
    expect(
      priceFlips([
        pilot('random', row(5, 4.5, 5.5, 'under-costed')),
        pilot('ai-deck', row(3, 2.5, 3.5, 'over-costed')),
      ]),
    ).toEqual([
      'X flips between pilots: under-costed under random (fair 5.00), over-costed under ai-deck (fair 3.00), printed 4',
    ]);
    expect(
      priceFlips([
        pilot('random', row(5, 4.5, 5.5, 'under-costed')),
        pilot('ai-deck', row(3.8, 3, 4.6, 'fair')),
      ]),
    ).toEqual([]);
  });

  it('sweep: a cell won beyond noise under one pilot and lost under another', () => {
    const cell = (pilot: string, labels: string[], lo: number, hi: number) =>
      ({
        pilot,
        labels,
        side: 'Komplex',
        winRate: (lo + hi) / 2,
        ciLow: lo,
        ciHigh: hi,
      }) as SweepCell;
    const cells = [
      cell('random', ['12'], 0.6, 0.7),
      cell('random', ['18'], 0.4, 0.6),
      cell('ai-deck', ['12'], 0.3, 0.4),
      cell('ai-deck', ['18'], 0.45, 0.55),
    ];
    expect(sweepFlips(['random', 'ai-deck'], cells)).toEqual([
      'cell 12: Komplex wins more than half under random (65.0%) but less under ai-deck (35.0%)',
    ]);
  });

  it('ablate: a swap that helps under one pilot and hurts under another', () => {
    const v = (pilot: string, lo: number, hi: number) =>
      ({
        pilot,
        position: 5,
        part: 'gun',
        alternative: 'laser',
        diff: (lo + hi) / 2,
        ciLow: lo,
        ciHigh: hi,
      }) as VariantRow;
    expect(ablateFlips(['a', 'b'], [v('a', 0.05, 0.15), v('b', -0.2, -0.1)])).toEqual([
      'gun → laser flips between pilots: it helps under a (+10.0%) and hurts under b (-15.0%)',
    ]);
    expect(ablateFlips(['a', 'b'], [v('a', 0.05, 0.15), v('b', -0.2, 0.1)])).toEqual([]);
  });

  it('compare: H1 under one pilot, H0 under another; and the flag is on the page', () => {
    const run = (pilot: string, decision: CompareRun['decision']) =>
      ({ pilot, decision, sides: ['Sabre', 'Scarab'] }) as CompareRun;
    const flags = compareFlips([run('random', 'H1'), run('ai-deck', 'H0')]);
    expect(flags).toEqual([
      'the decision flips between pilots: H1 (Sabre stronger) under random, H0 under ai-deck',
    ]);
    expect(compareFlips([run('random', 'H1'), run('ai-deck', 'inconclusive')])).toEqual([]);
    const html = balanceHtml(
      { tool: 'compare', title: 't', intro: '', facts: [], flags, sections: [], json: {} },
      new Map(),
      false,
    );
    expect(html).toContain('class="flags"');
    expect(html).toContain(
      'the decision flips between pilots: H1 (Sabre stronger) under random, H0 under ai-deck',
    );
  });

  it('compare --precision: a win rate favouring A under one pilot and B under another, or intervals apart', () => {
    const elo = (x: number) => -400 * Math.log10(1 / x - 1);
    const run = (pilot: string, lo: number, hi: number) =>
      ({
        pilot,
        decision: 'reached',
        sides: ['Scarab', 'Sabre'],
        winRate: (lo + hi) / 2,
        ciLow: lo,
        ciHigh: hi,
        elo: elo((lo + hi) / 2),
        eloLow: elo(lo),
        eloHigh: elo(hi),
      }) as CompareRun;
    expect(compareFlips([run('generated', 0.33, 0.44), run('heuristic', 0.56, 0.67)])).toEqual([
      'the verdict flips between pilots: Scarab is favoured under heuristic (Elo 81 [42, 123]), Sabre under generated (Elo -81 [-123, -42]); Scarab wins 61.5% [56.0%, 67.0%] under heuristic, 38.5% [33.0%, 44.0%] under generated',
    ]);
    // A win rate under one half from draws alone is no flip: the score still favours Scarab.
    expect(
      compareFlips([
        run('a', 0.56, 0.67),
        { ...run('b', 0.3, 0.45), eloLow: 80, eloHigh: 150, elo: 110 },
      ]),
    ).toEqual([
      'the pilot moves the verdict beyond noise: Scarab wins 61.5% [56.0%, 67.0%] under a but 37.5% [30.0%, 45.0%] under b',
    ]);
    expect(compareFlips([run('a', 0.52, 0.6), run('b', 0.65, 0.75)])).toEqual([
      'the pilot moves the verdict beyond noise: Scarab wins 70.0% [65.0%, 75.0%] under b but 56.0% [52.0%, 60.0%] under a',
    ]);
    expect(compareFlips([run('a', 0.52, 0.6), run('b', 0.55, 0.65)])).toEqual([]);
  });

  it("every tool's report says which pilot its verdict rests on, and whether it holds under the others", () => {
    expect(pilotVerdictFacts(['heuristic'], [])).toEqual([
      ['verdict rests on', 'pilot heuristic'],
      [
        'under another pilot',
        'not checked: run again with --pilots (or a pilots: list) to see whether the verdict holds',
      ],
    ]);
    expect(pilotVerdictFacts(['heuristic', 'ai-deck'], [])).toEqual([
      ['verdict rests on', 'pilot heuristic'],
      ['under ai-deck', 'holds: no conclusion flips'],
    ]);
    const flags = sweepFlips(
      ['random', 'ai-deck'],
      [
        {
          pilot: 'random',
          labels: ['12'],
          side: 'K',
          winRate: 0.65,
          ciLow: 0.6,
          ciHigh: 0.7,
        } as SweepCell,
        {
          pilot: 'ai-deck',
          labels: ['12'],
          side: 'K',
          winRate: 0.35,
          ciLow: 0.3,
          ciHigh: 0.4,
        } as SweepCell,
      ],
    );
    expect(pilotVerdictFacts(['random', 'ai-deck'], [...flags, 'some other flag'])[1]).toEqual([
      'under ai-deck',
      'does not hold: 1 conclusion flips (see the flags)',
    ]);
    expect(pilotVerdictFacts(['as configured'], [])[0]![1]).toContain("config's own pilots");
  });
});
