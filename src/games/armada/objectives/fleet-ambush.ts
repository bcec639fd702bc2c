/**
 * O7 Fleet Ambush (defense): the ambush zone is the part of the setup area beyond distance 5 of
 * every setup-area edge; each player places all ships before any squadron, and the first player's
 * odd-numbered deployment turns must place a ship inside the ambush zone (RRG16: as far into it as
 * possible when it does not fit; first-player squadrons may then deploy at distance 1–2 of a ship
 * in it). The deployment itself (engine/deployment.ts: `ambushZone`) reads these rules through setup-hook.ts.
 */
import type { EffectHandler } from '../effects/registry.js';

const ambushDeployment: EffectHandler = {
  id: 'ambush-deployment',
  kind: 'objective',
  describe:
    "Ships before squadrons; the first player's odd deployment turns place ships in the ambush zone",
  objective: { deployment: { shipsBeforeSquadrons: true, ambushBeyond: 5 } },
};

/** O7's handlers. */
export const fleetAmbushEffects: EffectHandler[] = [ambushDeployment];
