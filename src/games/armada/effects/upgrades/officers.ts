/**
 * Officer upgrades (U8): Leia Organa, Wulff Yularen, Defense Liaison and Weapons Liaison.
 */
import { decide } from '../../engine/context.js';
import { distanceBandBetween } from '../../geometry/range.js';
import { discardCommandToken, gainCommandToken } from '../../rules/commands.js';
import type { Command } from '../../content/types.js';
import type { EffectHandler } from '../registry.js';
import { isReady, numParam, useUpgrade } from './upgrade-cards.js';

/** Leia Organa: when you reveal a command, change the top dial of a friend at distance 1–5 to it. */
const copyCommandToFriend: EffectHandler = {
  id: 'copy-command-to-friend',
  kind: 'upgrade',
  describe:
    'When you reveal a command, change the top dial of another friendly ship at distance 1-5 to it',
  afterReveal(ctx, src, cmd) {
    const me = src.unit;
    const range = src.params.distance as number[] | undefined;
    const max = range?.[1] ?? 5;
    const shape = ctx.geo.ship(me);
    const options: Array<string | null> = [null];
    for (const s of ctx.state.ships) {
      if (s === me || s.side !== me.side || s.destroyed || s.dialCount === 0) continue;
      if (ctx.hidden.dials[s.side]![s.id]![0] === cmd) continue;
      if (distanceBandBetween(ctx.geo.ship(s), shape, ctx.table) <= max) options.push(s.id);
    }
    if (options.length === 1) return;
    const id = decide(ctx, {
      kind: 'choose-ship',
      side: me.side,
      unit: me.id,
      options,
      prompt: `Leia Organa: change a friendly ship's top dial to ${cmd}`,
      context: { card: src.card, command: cmd },
    });
    if (id === null) return;
    ctx.hidden.dials[me.side]![id]![0] = cmd;
    useUpgrade(ctx, me, src.card);
  },
};

/** Wulff Yularen: when you spend a command token, exhaust this card to gain a token of that type. */
const regainCommandToken: EffectHandler = {
  id: 'regain-command-token',
  kind: 'upgrade',
  describe: 'When you spend a command token, exhaust this card to gain a token of the same type',
  tokenSpent(ctx, src, cmd) {
    const me = src.unit;
    if (!isReady(me, src.card) || me.destroyed) return;
    const use = decide(ctx, {
      kind: 'use-effect',
      side: me.side,
      unit: me.id,
      options: [true, false],
      prompt: `Wulff Yularen: exhaust to regain a ${cmd} token`,
      context: { card: src.card, command: cmd },
    });
    if (!use) return;
    useUpgrade(ctx, me, src.card, true);
    // RRG16: the regained token cannot resolve that command again this round (C11: it is resolved).
    gainCommandToken(ctx, me, cmd);
  },
};

/** Defense / Weapons Liaison: before you reveal, spend a command token to change the command. */
const changeCommandBeforeReveal: EffectHandler = {
  id: 'change-command-before-reveal',
  kind: 'upgrade',
  describe:
    'Before you reveal a command, spend a command token to change it to one of the listed commands',
  beforeReveal(ctx, src) {
    const me = src.unit;
    const cost = numParam(src.params, 'tokens', 1);
    const stack = ctx.hidden.dials[me.side]![me.id]!;
    if (stack.length === 0 || me.commandTokens.length < cost) return;
    const allowed = (src.params.commands as Command[] | undefined) ?? [];
    const options: Array<Command | null> = [null, ...allowed.filter((c) => c !== stack[0])];
    if (options.length === 1) return;
    const cmd = decide(ctx, {
      kind: 'choose-command',
      side: me.side,
      unit: me.id,
      options,
      prompt: `${src.card}: change the top dial`,
      context: { card: src.card, dial: stack[0] },
    });
    if (cmd === null) return;
    for (let k = 0; k < cost; k++) {
      const drop = decide(ctx, {
        kind: 'discard-command-token',
        side: me.side,
        unit: me.id,
        options: me.commandTokens.slice(),
        prompt: `${src.card}: spend a command token`,
      });
      discardCommandToken(ctx, me, drop, src.card);
    }
    stack[0] = cmd;
    useUpgrade(ctx, me, src.card);
  },
};

/** The officer handlers. */
export const officerEffects: EffectHandler[] = [
  copyCommandToFriend,
  regainCommandToken,
  changeCommandBeforeReveal,
];
