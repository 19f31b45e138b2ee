import type pg from 'pg'

import { databaseUrlFor, onServer } from './database-server'

/**
 * This test worker's own copy of the migrated template (`<template>_w<n>`), made by the worker's first file.
 * Workers run files in parallel; within a worker, files run one after another on the same copy, as they
 * once all did on one database.
 */
export async function workerDatabase(templateUrl: string, worker: string): Promise<string> {
  const template = new URL(templateUrl).pathname.slice(1)
  const name = `${template}_w${worker}`
  await onServer(templateUrl, async (admin) => {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (rowCount) return
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`).catch((err: pg.DatabaseError) => {
      // 42P04: made meanwhile by another file of this worker's project (a second pool).
      if (err.code !== '42P04') throw err
    })
  })
  return databaseUrlFor(templateUrl, name)
}
