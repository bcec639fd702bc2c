/**
 * Armada's tools for the CLI and the balance tools (see core/game-tools.ts): the content
 * listings and cards, the uncertain readings, the exact dice calculator and the fleet
 * knowledge. Loaded only by commands that need them.
 */
import type { GameTools } from '../../core/game-tools.js';
import { armadaCalcCommand } from './calc/calc-command.js';
import { FLEET_FORMATS } from './content/fleet-check.js';
import { loadArmadaContent } from './content/load-content.js';
import { UPGRADE_TYPES } from './content/schema-common.js';
import type { Faction, ObjectiveCategory, UpgradeType } from './content/types.js';
import {
  ARMADA_LIST_KINDS,
  armadaListingJson,
  armadaListingText,
  listArmada,
  type ArmadaListKind,
} from './content-cli/list-armada.js';
import { showArmada } from './content-cli/show-armada.js';
import { showArmadaFleet } from './content-cli/show-fleet.js';
import {
  armadaUncertainReport,
  armadaUncertainReportText,
} from './content-cli/uncertain-report.js';
import { armadaBalanceAdapter } from './fleets/balance-adapter.js';

/** The tools. */
export const armadaTools: GameTools = {
  listKinds: ARMADA_LIST_KINDS,
  listFilters: {
    faction: { describe: 'only this faction', choices: ['rebel', 'imperial'] },
    type: { describe: 'upgrades: only this upgrade type', choices: UPGRADE_TYPES },
    category: {
      describe: 'objectives: only this category',
      choices: ['assault', 'defense', 'navigation'],
    },
    format: { describe: 'fleets: only this format', choices: Object.keys(FLEET_FORMATS) },
  },
  list: (kind, f) => {
    const listing = listArmada(kind as ArmadaListKind, {
      ...(f.faction ? { faction: f.faction as Faction } : {}),
      ...(f.type ? { type: f.type as UpgradeType } : {}),
      ...(f.category ? { category: f.category as ObjectiveCategory } : {}),
      ...(f.format ? { format: f.format } : {}),
    });
    return { rows: armadaListingJson(listing).rows, text: armadaListingText(listing) };
  },
  show: (id) => {
    const r = showArmada(id);
    return r.found ? { found: true, lines: r.lines } : { found: false, message: r.message };
  },
  showFleet: (request) => showArmadaFleet(request),
  contentCheck: () => {
    const readings = armadaUncertainReport();
    return { json: readings, text: armadaUncertainReportText(readings) };
  },
  calcCommands: [armadaCalcCommand],
  get balance() {
    return armadaBalanceAdapter(loadArmadaContent());
  },
};
