/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-sheet-table.c: libFuzzer entry point for the owner's table files
 * (hd-sheet-table.h): any bytes give a whole table of the right shape
 * or a GError, never a crash, leak or hang; a table that reads writes
 * bytes that read to the same cells and write the same bytes. */
#include "hd-pawns.h"
#include "hd-sheet-table.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

int
LLVMFuzzerTestOneInput (const unsigned char *data,
                        size_t               size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(HdSheetTable) table = hd_sheet_table_from_bytes (&hd_pawns_rules, bytes, &error);
  g_autoptr(HdSheetTable) back = NULL;
  g_autoptr(GBytes) saved = NULL, again = NULL;

  g_assert ((table == NULL) != (error == NULL));
  if (table == NULL)
    return 0;
  g_assert (hd_sheet_table_is_whole (table));
  saved = hd_sheet_table_to_bytes (table);
  back = hd_sheet_table_from_bytes (&hd_pawns_rules, saved, NULL);
  g_assert (back != NULL);
  again = hd_sheet_table_to_bytes (back);
  g_assert (g_bytes_equal (saved, again));
  return 0;
}
