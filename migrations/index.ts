import * as migration_20261121_060337_initial from './20261121_060337_initial';

export const migrations = [
  {
    up: migration_20261121_060337_initial.up,
    down: migration_20261121_060337_initial.down,
    name: '20261121_060337_initial'
  },
];
