/* hd-test-util.h: small helpers the test programs share. */
#pragma once

#include <glib.h>

char *hd_test_replace_once (const char *text,
                            const char *from,
                            const char *to);
