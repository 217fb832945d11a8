export { findDerivedRoastIds, takeDownLineage } from "./take-down-lineage";
export {
  findTakenDown,
  isTakenDown,
  isTakenDownMedia,
  requireNotTakenDown,
  roastIdOfMediaKey,
  type TakenDownUse,
  takenDownError,
  takenDownSql,
} from "./taken-down";
