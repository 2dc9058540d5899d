/* Sorting and searching for the compiled-code corpus (tests/test_compiled_x86.py). */

int insertion_sort(int *a, int n)
{
    for (int i = 1; i < n; i++) {
        int v = a[i], j = i - 1;
        while (j >= 0 && a[j] > v) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = v;
    }
    return a[0] ^ a[n - 1];
}

int selection_sort(int *a, int n)
{
    int swaps = 0;
    for (int i = 0; i < n - 1; i++) {
        int m = i;
        for (int j = i + 1; j < n; j++)
            if (a[j] < a[m])
                m = j;
        if (m != i) {
            int t = a[i];
            a[i] = a[m];
            a[m] = t;
            swaps++;
        }
    }
    return swaps;
}

int shell_sort(int *a, int n)
{
    int moves = 0;
    for (int gap = n / 2; gap > 0; gap /= 2)
        for (int i = gap; i < n; i++) {
            int v = a[i], j = i;
            while (j >= gap && a[j - gap] > v) {
                a[j] = a[j - gap];
                j -= gap;
                moves++;
            }
            a[j] = v;
        }
    return moves;
}

int binary_search(const int *a, int n, int key)
{
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (a[mid] == key)
            return mid;
        if (a[mid] < key)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

int max_index(const int *a, int n)
{
    int m = 0;
    for (int i = 1; i < n; i++)
        if (a[i] > a[m])
            m = i;
    return m;
}
