/*
 * Slow durable writes for the bench's private MariaDB (bench/private-mariadb.sh, issue 35): loaded
 * with LD_PRELOAD, every fsync, fdatasync and sync_file_range sleeps SLOW_FSYNC_US microseconds
 * before the real call, as network storage or a busy disk makes a commit wait. MariaDB 10.11 with
 * innodb_flush_method=O_DIRECT writes its redo log with pwrite and makes it durable with one
 * fdatasync per log flush (strace: 101 pwrite64 and 101 fdatasync for 100 autocommit INSERTs), and
 * its data files with fsync at checkpoints; it opens no file O_SYNC or O_DSYNC, so these three
 * calls are every wait for the device. The sleep holds only the calling thread: InnoDB flushes its
 * log from one thread at a time, so commits that arrive meanwhile share the next flush, as they do
 * on a slow device.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static long delay_us = -1;

static void wait_like_a_device (void)
{
  if (delay_us < 0) {
    const char *text = getenv("SLOW_FSYNC_US");
    delay_us = text == NULL ? 0 : atol(text);
  }
  if (delay_us <= 0) return;
  struct timespec left = { delay_us / 1000000, (delay_us % 1000000) * 1000 };
  while (nanosleep(&left, &left) != 0 && errno == EINTR) {}
}

int fsync (int fd)
{
  static int (*real)(int);
  if (real == NULL) real = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
  wait_like_a_device();
  return real(fd);
}

int fdatasync (int fd)
{
  static int (*real)(int);
  if (real == NULL) real = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
  wait_like_a_device();
  return real(fd);
}

int sync_file_range (int fd, off64_t offset, off64_t nbytes, unsigned int flags)
{
  static int (*real)(int, off64_t, off64_t, unsigned int);
  if (real == NULL) real = (int (*)(int, off64_t, off64_t, unsigned int))dlsym(RTLD_NEXT, "sync_file_range");
  /* Only a call that waits for the write is a wait for the device. */
  if (flags & SYNC_FILE_RANGE_WAIT_AFTER) wait_like_a_device();
  return real(fd, offset, nbytes, flags);
}
