"""Per-run isolation inside a zygote's bubblewrap sandbox: namespaces, mounts, rlimits and capabilities.

Python 3.11 has no os.unshare or os.mount, so these go through libc with ctypes.
"""
import ctypes
import os
import resource

CLONE_NEWNS = 0x00020000
CLONE_NEWIPC = 0x08000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
MS_NOSUID = 2
MS_NODEV = 4
MS_NOEXEC = 8
MS_RDONLY = 1
MS_REMOUNT = 32
MS_BIND = 4096
MS_REC = 0x4000
MS_PRIVATE = 0x40000
# nosuid, nodev, noexec, noatime, nodiratime, relatime: statvfs's f_flag bits equal the mount flags for these.
MOUNT_FLAGS_KEPT = 2 | 4 | 8 | 1024 | 2048 | 4096
PR_SET_PDEATHSIG = 1
PR_SET_DUMPABLE = 4
PR_CAPBSET_DROP = 24
PR_SET_NO_NEW_PRIVS = 38
CAP_LAST = 63
LEARNER_UID = 1000

libc = ctypes.CDLL(None, use_errno=True)
libc.mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_char_p]
libc.unshare.argtypes = [ctypes.c_int]
libc.prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]


def _check(result, what):
    if result != 0:
        errno = ctypes.get_errno()
        raise OSError(errno, f'{what}: {os.strerror(errno)}')


def prctl(option, value=0):
    _check(libc.prctl(option, value, 0, 0, 0), f'prctl {option}')


def enter_run_namespaces(outer_uid, outer_gid):
    """In the run's first process: a user namespace of its own (the learner is uid 1000 there) owning new mount,
    pid and IPC namespaces, so the run cannot see or signal the zygote or an earlier run's leftovers."""
    _check(libc.unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWIPC), 'unshare')
    with open('/proc/self/setgroups', 'w') as file:
        file.write('deny')
    with open('/proc/self/uid_map', 'w') as file:
        file.write(f'{LEARNER_UID} {outer_uid} 1')
    with open('/proc/self/gid_map', 'w') as file:
        file.write(f'{LEARNER_UID} {outer_gid} 1')


def mount_run_filesystems(scratch_bytes):
    """In the run's pid 1: a fresh tmpfs for scratch (hiding the zygote's /tmp), also at /dev/shm, a read-only /dev,
    and a /proc showing only this run. The rest of the root is read-only already (bwrap's --remount-ro), so the
    scratch is the only place a run can write and nothing it writes is there for the next run."""
    _check(libc.mount(b'none', b'/', None, MS_REC | MS_PRIVATE, None), 'make mounts private')
    options = f'size={max(scratch_bytes, 4096)},nr_inodes=4096,mode=0777'.encode()
    _check(libc.mount(b'scratch', b'/tmp', b'tmpfs', MS_NOSUID | MS_NODEV, options), 'mount scratch')
    _check(libc.mount(b'/tmp', b'/dev/shm', None, MS_BIND, None), 'bind /dev/shm')
    # A remount must keep the flags bwrap set (the kernel locks them for a nested user namespace).
    kept = os.statvfs('/dev').f_flag & MOUNT_FLAGS_KEPT
    _check(libc.mount(None, b'/dev', None, MS_REMOUNT | MS_BIND | MS_RDONLY | kept, None), 'read-only /dev')
    _check(libc.mount(b'proc', b'/proc', b'proc', MS_NOSUID | MS_NODEV | MS_NOEXEC, None), 'mount proc')


def drop_privileges():
    """No capabilities left, none to regain through exec."""
    for cap in range(CAP_LAST + 1):
        if libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0:
            break
    prctl(PR_SET_NO_NEW_PRIVS, 1)

    class Header(ctypes.Structure):
        _fields_ = [('version', ctypes.c_uint32), ('pid', ctypes.c_int)]

    class Data(ctypes.Structure):
        _fields_ = [('effective', ctypes.c_uint32), ('permitted', ctypes.c_uint32), ('inheritable', ctypes.c_uint32)]

    header = Header(0x20080522, 0)
    data = (Data * 2)()
    _check(libc.capset(ctypes.byref(header), data), 'capset')


def address_space_bytes():
    with open('/proc/self/statm') as file:
        pages = int(file.read().split()[0])
    return pages * os.sysconf('SC_PAGE_SIZE')


def set_limits(limits, counts_processes):
    """rlimits for the run. Address space counts what the zygote already mapped (the imported libraries) plus the
    run's memory allowance. CPU: SIGXCPU at the limit, SIGKILL a second later if the code ignores it."""
    cpu = int(limits['cpuSeconds'])
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    memory = address_space_bytes() + int(limits['memoryBytes'])
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    resource.setrlimit(resource.RLIMIT_FSIZE, (int(limits['writtenBytes']), int(limits['writtenBytes'])))
    resource.setrlimit(resource.RLIMIT_NOFILE, (int(limits['openFiles']), int(limits['openFiles'])))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if counts_processes:
        resource.setrlimit(resource.RLIMIT_NPROC, (int(limits['processes']), int(limits['processes'])))
